# Sample tests (shown to the candidate). Tests never assert: they observe() values, and the judge
# compares the observations with the reference solution's.


def test_sample_on_and_emit():
    e = EventEmitter()
    log = []
    e.on("msg", lambda a, b: log.append(("first", a, b)))
    e.on("msg", lambda a, b: log.append(("second", a, b)))
    observe(e.emit("msg", 1, 2))
    observe(log)
    observe(e.emit("other"))


def test_sample_once_fires_once():
    e = EventEmitter()
    calls = []
    e.once("ready", lambda: calls.append(1))
    observe(e.emit("ready"))
    observe(e.emit("ready"))
    observe(calls)
