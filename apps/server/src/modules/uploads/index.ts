export { collageImage, keptOrPrepared, preparedImage } from "./images.ts";
export { uploadsRoutes } from "./routes.ts";
