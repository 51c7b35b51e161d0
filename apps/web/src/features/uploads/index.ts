// The face of uploads: what other rooms may use.
export { uploadImage } from "./api.ts";
export { imageProblem } from "./image-problem.ts";
export { ImageUploadButton, useImageUpload } from "./image-upload.tsx";
