export default function AdminRoutes() {
  return (
    <section className="page">
      <h1>Admin</h1>
    </section>
  );
}
