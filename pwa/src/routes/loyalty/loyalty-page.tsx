export default function LoyaltyPage() {
  return (
    <section className="page">
      <h1>Loyalty Card</h1>
    </section>
  );
}
