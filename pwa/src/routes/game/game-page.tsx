export default function GamePage() {
  return <main className="page">Game</main>;
}
