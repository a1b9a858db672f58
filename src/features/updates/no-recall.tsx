/** What a campaign cannot do, said plainly on the form and on every campaign page. */
export function NoRecall() {
  return (
    <p className="rounded-md bg-surface-muted p-3 text-sm">
      A request that was sent cannot be recalled: Pause and Stop only hold back units not sent yet.
      The update endpoint takes no version: each unit gets the release the service gives it, and
      “Expected version” only checks the outcome.
    </p>
  );
}
