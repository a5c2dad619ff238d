/** An edit page whose id is unusable: said where the form would be (the screen's own words). */
export function BadRecordId({ text }: { text: string }) {
  return (
    <div className="alert alert-danger" role="alert">
      {text}
    </div>
  );
}
