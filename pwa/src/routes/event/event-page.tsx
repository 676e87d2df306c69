export default function EventPage() {
  return <main className="page">Event</main>;
}
