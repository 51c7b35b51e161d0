// The face of reports: what other rooms may use.
export { ReportDialog } from "./components/report-dialog.tsx";
