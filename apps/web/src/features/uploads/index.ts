// The face of uploads: what other rooms may use.
export { uploadImage } from "./api.ts";
export { ImageField, type ImageFieldProps } from "./image-field.tsx";
export { imageProblem } from "./image-problem.ts";
export { ImageUploadButton, useImageUpload } from "./image-upload.tsx";
