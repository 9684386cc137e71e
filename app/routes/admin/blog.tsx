export default function Placeholder() {
  return <h1 className="text-2xl font-bold">blog</h1>;
}
