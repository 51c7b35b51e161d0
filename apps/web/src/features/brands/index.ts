// The face of brands: what other rooms may use.
export { brandSearchQuery } from "./api.ts";
export { BrandPicker } from "./components/brand-picker.tsx";
