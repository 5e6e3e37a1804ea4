# Sample tests (shown to the candidate). Tests never assert: they observe() values, and the judge
# compares the observations with the reference solution's. Helpers here serve the hidden tests too.


def _counted(impl):
    def f(*args):
        f.calls += 1
        return impl(*args)

    f.calls = 0
    return f


def test_sample_same_arguments_call_fn_once():
    slow = _counted(lambda x: x * x)
    square = memoize(slow)
    observe([square(4), square(4), square(5)])
    observe(slow.calls)
