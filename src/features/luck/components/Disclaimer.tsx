/** The "仅供参考" notice every luck screen shows. */
export function Disclaimer({ text }: { text: string }) {
  return (
    <p className="luck-disclaimer" role="note">
      {text}
    </p>
  );
}
