// The query options the route loaders take, imported dynamically by the face: a module the face also
// re-exports would be bundled into the first load with everything questionnaire.ts imports from the contracts.
export { styleProfileQuery } from "./questionnaire.ts";
