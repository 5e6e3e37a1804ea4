# Hidden tests: loaded only after every sample ran. They observe(), never assert.


def test_several_arguments():
    f = _counted(lambda a, b: a + b)
    add = memoize(f)
    observe([add(1, 2), add(2, 1), add(1, 2)])
    observe(f.calls)


def test_falsy_results_are_cached():
    for value in (None, 0, False, "", [], {}):
        f = _counted(lambda v=value: v)
        m = memoize(lambda k: f())
        m("k")
        m("k")
        observe(f.calls)


def test_argument_count_matters():
    f = _counted(lambda *args: len(args))
    m = memoize(f)
    observe([m(1), m(1, None), m(), m()])
    observe(f.calls)


def test_exceptions_are_not_cached():
    state = {"fail": True}

    def flaky(x):
        if state["fail"]:
            raise ValueError("flaky")
        return x + 1

    f = _counted(flaky)
    m = memoize(f)
    observe(observe_throws(lambda: m(1)))
    state["fail"] = False
    observe([m(1), m(1)])
    observe(f.calls)


def test_clear_empties_the_cache():
    f = _counted(lambda x: x)
    m = memoize(f)
    m(1)
    m.clear()
    m(1)
    m(1)
    observe(f.calls)


def test_many_distinct_arguments_stay_fast():
    f = _counted(lambda a, b: a * 100003 + b)
    m = memoize(f)
    total = 0
    for _ in range(2):
        for i in range(100000):
            total += m(i, i % 7)
    observe(total)
    observe(f.calls)
