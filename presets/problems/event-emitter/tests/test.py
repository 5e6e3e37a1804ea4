def test_sample_on_and_emit():
    e = EventEmitter()
    log = []
    e.on("msg", lambda a, b: log.append(("first", a, b)))
    e.on("msg", lambda a, b: log.append(("second", a, b)))
    assert e.emit("msg", 1, 2) is True
    assert log == [("first", 1, 2), ("second", 1, 2)]
    assert e.emit("other") is False


def test_sample_once_fires_once():
    e = EventEmitter()
    calls = []
    e.once("ready", lambda: calls.append(1))
    assert e.emit("ready") is True
    assert e.emit("ready") is False
    assert calls == [1]


def test_methods_chain():
    e = EventEmitter()
    f = lambda: None
    assert e.on("a", f) is e
    assert e.once("a", f) is e
    assert e.off("a", f) is e
    assert e.off("missing", f) is e


def test_off_removes_only_most_recent_registration():
    e = EventEmitter()
    log = []
    f = lambda x: log.append("f%d" % x)
    g = lambda x: log.append("g%d" % x)
    e.on("t", f).on("t", g).on("t", f)
    e.off("t", f)
    e.emit("t", 1)
    assert log == ["f1", "g1"]
    assert e.listener_count("t") == 2


def test_off_can_remove_a_once_listener_by_its_original_function():
    e = EventEmitter()
    calls = []
    f = lambda: calls.append(1)
    e.once("x", f)
    e.off("x", f)
    assert e.emit("x") is False
    assert calls == []
    assert e.listener_count("x") == 0


def test_consecutive_once_listeners_are_all_called():
    e = EventEmitter()
    log = []
    e.once("go", lambda: log.append(1))
    e.once("go", lambda: log.append(2))
    e.on("go", lambda: log.append(3))
    e.once("go", lambda: log.append(4))
    e.emit("go")
    assert log == [1, 2, 3, 4]
    e.emit("go")
    assert log == [1, 2, 3, 4, 3]
    assert e.listener_count("go") == 1


def test_listener_added_during_emit_waits_for_next_emit():
    e = EventEmitter()
    log = []

    def outer():
        log.append("outer")
        e.on("x", lambda: log.append("inner"))

    e.on("x", outer)
    e.emit("x")
    assert log == ["outer"]


def test_listener_removed_during_emit_still_runs_this_time():
    e = EventEmitter()
    log = []

    def second():
        log.append("second")

    def first():
        log.append("first")
        e.off("x", second)

    e.on("x", first)
    e.on("x", second)
    e.emit("x")
    e.emit("x")
    assert log == ["first", "second", "first"]


def test_once_listener_that_emits_again_does_not_recurse():
    e = EventEmitter()
    calls = []

    def again():
        calls.append(1)
        e.emit("r")

    e.once("r", again)
    e.emit("r")
    assert calls == [1]


def test_emitters_do_not_share_listeners():
    a, b = EventEmitter(), EventEmitter()
    calls = []
    a.on("x", lambda: calls.append(1))
    assert b.emit("x") is False
    assert calls == []
