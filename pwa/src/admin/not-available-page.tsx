/** Admin screens of the spec that this release does not build yet: said plainly, with no stand-in data. */
export function NotAvailablePage({ title }: { title: string }) {
  return (
    <section className="page narrow">
      <h1 className="page-title">{title}</h1>
      <div className="card admin-not-available">
        <p>{title} is not available in this version of Pitchside yet.</p>
        <p className="muted">The Games Manager is ready: record goals, penalties, MVP, saves and game status, with or without signal.</p>
      </div>
    </section>
  );
}
