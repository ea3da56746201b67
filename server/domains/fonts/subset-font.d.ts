/** Types for `subset-font` (it ships none): the options this project uses, as its README documents them. */
declare module 'subset-font' {
  interface SubsetOptions {
    /** 'sfnt' (alias 'truetype'), 'woff' or 'woff2'. */
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** Extra name ids to keep in the name table. */
    preserveNameIds?: number[];
    /** OpenType feature tags to keep (default all). */
    keepFeatures?: string[];
    /** No glyph closure over GSUB substitutions. */
    noLayoutClosure?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  }
  export default function subsetFont(font: Buffer | Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>;
}
