import type { Invoice, InvoiceStatus } from "@cbm/contracts";
import { Badge, Table, Text } from "@mantine/core";
import { formatMoney } from "../../../lib/money.ts";
import { CardDigits } from "../../payments/index.ts";
import { longDate } from "../dates.ts";

const STATUS: Record<InvoiceStatus, { label: string; color: string }> = {
  paid: { label: "Paid", color: "teal" },
  open: { label: "Being retried", color: "orange" },
  uncollectible: { label: "Unpaid", color: "red" },
  refunded: { label: "Refunded", color: "gray" },
};

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** A subscription's invoices, newest first: date, period, amount, status, card. */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No invoices yet: the first comes when your trial ends.
      </Text>
    );
  return (
    // Scrolled sideways on narrow screens: its viewport takes the focus, so the keyboard scrolls it too.
    <Table.ScrollContainer
      minWidth={560}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, "aria-label": "Invoices, scrollable" } }}
    >
      <Table verticalSpacing="xs" aria-label="Invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Period</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Card</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>{longDate(invoice.createdAt)}</Table.Td>
              <Table.Td>
                {shortDate(invoice.periodStart)} – {shortDate(invoice.periodEnd)}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(invoice.amount, invoice.currency)}</Table.Td>
              <Table.Td>
                {/* Never cut to "Being retr…" where the columns are tight: the table scrolls instead. */}
                <Badge color={STATUS[invoice.status].color} variant="light" c="ink.9" miw="max-content">
                  {STATUS[invoice.status].label}
                </Badge>
              </Table.Td>
              <Table.Td>{invoice.card ? <CardDigits card={invoice.card} /> : "—"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
