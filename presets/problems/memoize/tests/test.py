def _counted(impl):
    def f(*args):
        f.calls += 1
        return impl(*args)

    f.calls = 0
    return f


def test_sample_same_arguments_call_fn_once():
    slow = _counted(lambda x: x * x)
    square = memoize(slow)
    assert square(4) == 16 and square(4) == 16 and square(5) == 25
    assert slow.calls == 2


def test_several_arguments():
    f = _counted(lambda a, b: a + b)
    add = memoize(f)
    assert add(1, 2) == 3 and add(2, 1) == 3 and add(1, 2) == 3
    assert f.calls == 2


def test_falsy_results_are_cached():
    for value in (None, 0, False, "", [], {}):
        f = _counted(lambda v=value: v)
        m = memoize(lambda k: f())
        m("k")
        m("k")
        assert f.calls == 1, "result %r was not cached" % (value,)


def test_argument_count_matters():
    f = _counted(lambda *args: len(args))
    m = memoize(f)
    assert m(1) == 1 and m(1, None) == 2 and m() == 0 and m() == 0
    assert f.calls == 3


def test_exceptions_are_not_cached():
    state = {"fail": True}

    def flaky(x):
        if state["fail"]:
            raise ValueError("flaky")
        return x + 1

    f = _counted(flaky)
    m = memoize(f)
    try:
        m(1)
    except ValueError:
        pass
    else:
        raise AssertionError("the exception must propagate")
    state["fail"] = False
    assert m(1) == 2 and m(1) == 2
    assert f.calls == 2


def test_clear_empties_the_cache():
    f = _counted(lambda x: x)
    m = memoize(f)
    m(1)
    m.clear()
    m(1)
    m(1)
    assert f.calls == 2


def test_many_distinct_arguments_stay_fast():
    f = _counted(lambda a, b: a * 100003 + b)
    m = memoize(f)
    for _ in range(2):
        for i in range(100000):
            m(i, i % 7)
    assert f.calls == 100000
