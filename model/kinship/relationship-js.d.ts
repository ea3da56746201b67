/** Minimal typings for relationship.js 1.2.x (the package ships none). See its readme. */
declare module 'relationship.js' {
  interface RelationshipOptions {
    /** Chain of terms joined by 的, e.g. 爸爸的哥哥的儿子. */
    text: string;
    target?: string;
    /** Speaker's sex: 0 female, 1 male, −1 unknown. */
    sex?: number;
    type?: 'default' | 'chain' | 'pair';
    reverse?: boolean;
    mode?: string;
    optimal?: boolean;
  }
  function relationship(options: RelationshipOptions | string): string[];
  export default relationship;
}
