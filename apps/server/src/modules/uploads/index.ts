export { collageImage, keptOrPrepared, keptOrPreparedPicture, preparedImage } from "./images.ts";
export { uploadsRoutes } from "./routes.ts";
