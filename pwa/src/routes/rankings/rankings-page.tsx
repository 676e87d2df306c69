export default function RankingsPage() {
  return (
    <section className="page">
      <h1>Leaderboards</h1>
    </section>
  );
}
