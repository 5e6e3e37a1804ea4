from typing import Any, Awaitable, Callable, List


async def promise_pool(tasks: List[Callable[[], Awaitable[Any]]], limit: int) -> List[Any]:
    pass
