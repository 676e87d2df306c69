export default function VerifyEmailPage() {
  return (
    <section className="page">
      <h1>Verify Email</h1>
    </section>
  );
}
