export default function Placeholder() {
  return <h1 className="text-2xl font-bold">media</h1>;
}
