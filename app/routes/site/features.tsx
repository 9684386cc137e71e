export default function Placeholder() {
  return <h1 className="p-10 text-3xl font-bold">features</h1>;
}
