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


def test_sample_limits_concurrency_and_keeps_order():
    async def scenario():
        s = _controlled(5)
        pool = asyncio.ensure_future(promise_pool(s["tasks"], 2))
        await _settle()
        assert s["started"] == [0, 1]
        s["fut"][1].set_result("b")
        await _settle()
        assert s["started"] == [0, 1, 2], "a finished task frees its slot at once"
        s["fut"][0].set_result("a")
        await _settle()
        assert s["started"] == [0, 1, 2, 3]
        for i, v in ((3, "d"), (4, "e"), (2, "c")):
            s["fut"][i].set_result(v)
            await _settle()
        assert await pool == ["a", "b", "c", "d", "e"]
        assert s["max"] == 2

    asyncio.run(scenario())


def test_sample_first_failure_raises_and_stops():
    async def scenario():
        s = _controlled(4)
        pool = asyncio.ensure_future(promise_pool(s["tasks"], 1))
        await _settle()
        boom = ValueError("boom")
        s["fut"][0].set_exception(boom)
        await _settle()
        assert pool.done(), "the pool must fail as soon as a task fails"
        try:
            await pool
        except ValueError as e:
            assert e is boom
        else:
            raise AssertionError("the pool must fail with the task's exception")
        await _settle()
        assert s["started"] == [0], "no task may start after a failure"

    asyncio.run(scenario())


def test_empty_task_list():
    assert asyncio.run(promise_pool([], 3)) == []


def test_slow_task_does_not_block_other_slots():
    async def scenario():
        s = _controlled(6)
        pool = asyncio.ensure_future(promise_pool(s["tasks"], 3))
        await _settle()
        for i in range(1, 6):
            s["fut"][i].set_result(i)
            await _settle()
        assert s["started"] == [0, 1, 2, 3, 4, 5]
        s["fut"][0].set_result(0)
        assert await pool == [0, 1, 2, 3, 4, 5]
        assert s["max"] == 3

    asyncio.run(scenario())


def test_no_new_tasks_after_failure_with_free_slots():
    async def scenario():
        s = _controlled(5)
        pool = asyncio.ensure_future(promise_pool(s["tasks"], 2))
        await _settle()
        s["fut"][0].set_exception(RuntimeError("down"))
        await _settle()
        assert pool.done(), "the pool must fail as soon as a task fails"
        try:
            await pool
        except RuntimeError:
            pass
        else:
            raise AssertionError("expected the pool to fail")
        await _settle()
        assert s["started"] == [0, 1], "started %r after the failure" % s["started"]

    asyncio.run(scenario())


def test_many_tasks_keep_order_and_limit():
    async def scenario():
        state = {"running": 0, "peak": 0}

        def make(i):
            async def run():
                state["running"] += 1
                state["peak"] = max(state["peak"], state["running"])
                await asyncio.sleep(0)
                state["running"] -= 1
                return i * 2

            return run

        out = await promise_pool([make(i) for i in range(5000)], 7)
        assert out == [i * 2 for i in range(5000)]
        assert state["peak"] <= 7

    asyncio.run(scenario())
