/**
 * A two-level page tree for pdfkit documents. pdfkit lists every page in one flat /Kids array, and pdf.js, opening a
 * range-served file, fetches every kid of the top /Pages node (and walks them all to check the last page): for a
 * book of thousands of pages, whose page objects are spread through the file, that is the whole file before page 1
 * shows. Here each page joins an intermediate /Pages node of at most `PER_NODE` pages (its /Parent set before
 * pdfkit writes it); the nodes are written together at the end, so a reader opening the file by ranges reads the
 * trailer, the nodes, the first node's pages and page 1's objects, and skips the rest by the nodes' /Count.
 */
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

interface Ref {
  data: { Kids: Ref[]; Count: number; Parent?: Ref; Type?: string };
  end(): void;
}

export const PER_NODE = 64;

/** Call before the first page is added; `close()` before `doc.end()`. */
export function balancedPageTree(doc: Doc): { close(): void } {
  const d = doc as unknown as { _root: { data: { Pages: Ref } }; page: { dictionary: Ref }; ref(data: object): Ref };
  const root = d._root.data.Pages;
  const nodes: Ref[] = [];
  const onPage = () => {
    const page = root.data.Kids.pop()!; // pdfkit has just listed it at the root
    let node = nodes[nodes.length - 1];
    if (!node || node.data.Kids.length === PER_NODE) nodes.push((node = d.ref({ Type: 'Pages', Parent: root, Kids: [], Count: 0 })));
    node.data.Kids.push(page);
    node.data.Count++;
    page.data.Parent = node;
  };
  doc.on('pageAdded', onPage);
  return {
    close() {
      doc.off('pageAdded', onPage);
      root.data.Kids = nodes;
      for (const n of nodes) n.end();
    },
  };
}
