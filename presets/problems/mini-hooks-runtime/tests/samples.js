// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const flush = () => new Promise((r) => setImmediate(r));

test("sample_counter", async () => {
  let inc;
  function Counter(props) {
    const [n, setN] = useState(0);
    inc = () => setN((x) => x + props.step);
    return `count ${n}`;
  }
  const app = createRoot(Counter);
  observe(app.render({ step: 2 }));
  inc();
  inc(); // batched with the call above
  observe(app.output()); // not rendered yet
  await flush();
  observe([app.output(), app.renders()]);
});

test("sample_effect_and_cleanup", async () => {
  const log = [];
  function Clock({ id }) {
    useEffect(() => {
      log.push(`subscribe ${id}`);
      return () => log.push(`unsubscribe ${id}`);
    }, [id]);
    return id;
  }
  const app = createRoot(Clock);
  app.render({ id: "a" });
  app.render({ id: "a" });
  app.render({ id: "b" });
  app.unmount();
  observe(log);
});
