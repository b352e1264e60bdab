import type { InvoiceContent } from './invoiceContent';
import { escapeHtml as escape } from '../platform/mailTemplates';

/** The invoice as a self-contained, printable HTML page (the view beside the PDF). */
export function receiptHtml(invoice: InvoiceContent): string {
  return `<!doctype html>
<html lang="${invoice.language}"><head><meta charset="utf-8"><title>${invoice.title} ${escape(invoice.number)}</title>
<style>body{font-family:system-ui,sans-serif;color:#1d2327;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.5}table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #d5dadd;text-align:left}td.n,th.n{text-align:right}.muted{color:#4f5b62}</style></head>
<body>
<p class="muted">${escape(invoice.sellerLine)}</p>
<h1>${invoice.title}</h1>
<table><tbody>
<tr><th>${invoice.buyer.label}</th><td>${invoice.buyer.lines.map(escape).join('<br>')}</td></tr>
${invoice.facts.map((fact) => `<tr><th>${escape(fact.label)}</th><td>${escape(fact.value)}</td></tr>`).join('\n')}
</tbody></table>
<h2>${invoice.itemHeading}</h2>
<table><tbody>
${invoice.lines.map((line) => (line.total ? `<tr><th>${escape(line.label)}</th><th class="n">${line.amount}</th></tr>` : `<tr><td>${escape(line.label)}</td><td class="n">${line.amount}</td></tr>`)).join('\n')}
</tbody></table>
<p>${escape(invoice.note)}</p>
${invoice.footer.map((line) => `<p class="muted">${escape(line)}</p>`).join('\n')}
</body></html>`;
}
