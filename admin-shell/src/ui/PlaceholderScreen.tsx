/** A screen that exists in the navigation but is not built yet, and says so. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} ‹ Hearken`}</title>
      <h1>{title}</h1>
      <p>This screen is not built yet.</p>
    </>
  );
}
