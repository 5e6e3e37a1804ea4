import asyncio


async def promise_pool(tasks, limit):
    """`limit` workers share one iterator over the tasks; the first failure cancels the rest."""
    results = [None] * len(tasks)
    queue = iter(enumerate(tasks))
    failed = False

    async def worker():
        for i, task in queue:
            if failed:
                return
            results[i] = await task()

    workers = [asyncio.ensure_future(worker()) for _ in range(min(limit, len(tasks)))]
    try:
        await asyncio.gather(*workers)
    except BaseException:
        failed = True
        for w in workers:
            w.cancel()
        await asyncio.gather(*workers, return_exceptions=True)
        raise
    return results
