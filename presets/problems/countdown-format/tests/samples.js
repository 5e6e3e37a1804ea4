// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_countdown", () => {
  observe([formatCountdown(65000), formatCountdown(3725000), formatCountdown(400)]);
});

test("sample_humanize", () => {
  observe([humanizeDuration(93784000), humanizeDuration(3605000), humanizeDuration(999)]);
});
