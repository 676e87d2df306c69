export default function TeamPage() {
  return <main className="page">Team</main>;
}
