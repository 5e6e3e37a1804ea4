# Sample tests (shown to the candidate). Tests never assert: they observe() values, and the judge
# compares the observations with the reference solution's. Helpers here serve the hidden tests too.
import asyncio


async def _settle():
    for _ in range(20):
        await asyncio.sleep(0)


def _controlled(n):
    state = {"started": [], "running": 0, "max": 0, "fut": {}}
    loop = asyncio.get_running_loop()
    for i in range(n):
        state["fut"][i] = loop.create_future()

    def make(i):
        async def run():
            state["started"].append(i)
            state["running"] += 1
            state["max"] = max(state["max"], state["running"])
            try:
                return await state["fut"][i]
            finally:
                state["running"] -= 1

        return run

    state["tasks"] = [make(i) for i in range(n)]
    return state


async def _outcome(pool):
    """What awaiting the pool gave: its value, or the exception's type and message."""
    try:
        return ["value", await pool]
    except Exception as e:
        return ["raised", type(e).__name__, str(e)]


def test_sample_limits_concurrency_and_keeps_order():
    async def scenario():
        s = _controlled(5)
        pool = asyncio.ensure_future(promise_pool(s["tasks"], 2))
        await _settle()
        observe(s["started"])
        s["fut"][1].set_result("b")
        await _settle()
        observe(s["started"])  # a finished task frees its slot at once
        s["fut"][0].set_result("a")
        await _settle()
        observe(s["started"])
        for i, v in ((3, "d"), (4, "e"), (2, "c")):
            s["fut"][i].set_result(v)
            await _settle()
        observe(await _outcome(pool))
        observe(s["max"])

    asyncio.run(scenario())


def test_sample_first_failure_raises_and_stops():
    async def scenario():
        s = _controlled(4)
        pool = asyncio.ensure_future(promise_pool(s["tasks"], 1))
        await _settle()
        boom = ValueError("boom")
        s["fut"][0].set_exception(boom)
        await _settle()
        observe(pool.done())  # the pool must fail as soon as a task fails
        if not pool.done():
            return  # awaiting it could wait forever: the observation above already differs
        try:
            await pool
            observe("no exception")
        except ValueError as e:
            observe(e is boom)
        await _settle()
        observe(s["started"])  # no task may start after a failure

    asyncio.run(scenario())
