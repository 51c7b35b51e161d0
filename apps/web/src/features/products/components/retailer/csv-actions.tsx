import { PRODUCT_CSV_COLUMNS, PRODUCT_IMPORT_LIMITS } from "@cbm/contracts";
import { Alert, Button, Code, FileButton, Group, List, Modal, Progress, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconDownload, IconFileAlert, IconUpload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError, fieldErrors, messageFor } from "../../../../lib/api-error.ts";
import { notify } from "../../../../lib/notify.ts";
import { exportProducts, useImportProducts } from "../../api.ts";

/** Saves text as a file the browser downloads. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface BadLine {
  /** The line of the file (1 is the header), or null for the file as a whole. */
  line: number | null;
  messages: string[];
}

/** A refused import's 400 as lines in the file's order: `lines.3` → line 3; anything else is the file's. */
export function badLines(error: unknown): BadLine[] {
  const fields = fieldErrors(error);
  return Object.entries(fields)
    .map(([path, text]) => {
      const line = /^lines\.(\d+)$/.exec(path)?.[1];
      return { line: line ? Number(line) : null, messages: text.split("\n").filter(Boolean) };
    })
    .sort((one, other) => (one.line ?? 0) - (other.line ?? 0));
}

type Stage =
  | { step: "choose" }
  | { step: "reading" | "sending"; fileName: string }
  | { step: "done"; fileName: string; created: number }
  | { step: "refused"; fileName: string; lines: BadLine[] };

/** Export and Import of the list page: the store's products to a CSV file, and new products from one. */
export function CsvActions() {
  const exporting = useMutation({ mutationFn: exportProducts });
  const importing = useImportProducts();
  const [opened, setOpened] = useState(false);
  const [stage, setStage] = useState<Stage>({ step: "choose" });
  const resetRef = useRef<() => void>(null);

  const exportAll = () =>
    exporting.mutate(undefined, {
      onSuccess: ({ fileName, csv }) => download(fileName, csv),
      onError: notify.error,
    });

  const pick = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (file.size > PRODUCT_IMPORT_LIMITS.bytes) {
      setStage({
        step: "refused",
        fileName: file.name,
        lines: [
          { line: null, messages: [`The file must be at most ${PRODUCT_IMPORT_LIMITS.bytes / 1000} kB`] },
        ],
      });
      return;
    }
    setStage({ step: "reading", fileName: file.name });
    const csv = await file.text();
    setStage({ step: "sending", fileName: file.name });
    importing.mutate(csv, {
      onSuccess: ({ created }) => setStage({ step: "done", fileName: file.name, created }),
      onError: (error) => {
        const lines = badLines(error);
        if (error instanceof ApiError && error.status === 400 && lines.length > 0)
          setStage({ step: "refused", fileName: file.name, lines });
        else {
          setStage({
            step: "refused",
            fileName: file.name,
            lines: [{ line: null, messages: [messageFor(error)] }],
          });
        }
      },
    });
  };

  const busy = stage.step === "reading" || stage.step === "sending";
  const close = () => {
    if (busy) return;
    setOpened(false);
    setStage({ step: "choose" });
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={exporting.isPending}
        onClick={exportAll}
      >
        Export
      </Button>
      <Button
        variant="default"
        leftSection={<IconUpload size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Import
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Import products from CSV"
        size="lg"
        closeOnClickOutside={!busy}
      >
        <Stack gap="md">
          <Text size="sm">
            One row per variant; rows of one product share its <Code>handle</Code>. Prices like 89.00, tags
            separated by semicolons, image locations by spaces, as an export writes them. Every row is checked
            first: either all the products are created, or none and each bad line is named.
          </Text>
          <Text size="sm" c="ink.7">
            Columns: {PRODUCT_CSV_COLUMNS.join(", ")}.
          </Text>

          {busy && (
            <Stack gap={6} role="status" aria-live="polite">
              <Text size="sm" fw={500}>
                {stage.step === "reading"
                  ? `Reading ${stage.fileName}…`
                  : `Uploading ${stage.fileName} and checking every row…`}
              </Text>
              <Progress
                value={stage.step === "reading" ? 30 : 100}
                striped
                animated
                aria-label="Import progress"
              />
            </Stack>
          )}

          {stage.step === "done" && (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={20} aria-hidden />}
              role="status"
            >
              {stage.created === 1 ? "1 product was created" : `${stage.created} products were created`} from{" "}
              {stage.fileName}.
            </Alert>
          )}

          {stage.step === "refused" && (
            <Alert
              color="red"
              variant="light"
              icon={<IconFileAlert size={20} aria-hidden />}
              title={`Nothing was imported from ${stage.fileName}`}
              styles={{ title: { color: "var(--mantine-color-text)" } }}
              role="alert"
            >
              <List size="sm" spacing={4} aria-label="Lines to fix">
                {stage.lines.map(({ line, messages }) => (
                  <List.Item key={line ?? "file"}>
                    <Text span fw={600} size="sm">
                      {line === null ? "The file" : `Line ${line}`}:
                    </Text>{" "}
                    {messages.join("; ")}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}

          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" color="ink" onClick={close} disabled={busy}>
              {stage.step === "done" ? "Done" : "Close"}
            </Button>
            <FileButton
              onChange={(file) => void pick(file)}
              accept=".csv,text/csv"
              resetRef={resetRef}
              disabled={busy}
              inputProps={{ "aria-label": "CSV file of products" }}
            >
              {(props) => (
                <Button {...props} loading={busy} leftSection={<IconUpload size={18} aria-hidden />}>
                  {stage.step === "choose" ? "Choose a CSV file" : "Choose another file"}
                </Button>
              )}
            </FileButton>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
