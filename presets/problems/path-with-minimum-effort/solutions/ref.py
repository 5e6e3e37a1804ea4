import heapq


def minimum_effort_path(heights):
    rows, cols = len(heights), len(heights[0])
    best = [[None] * cols for _ in range(rows)]
    heap = [(0, 0, 0)]
    # Dijkstra where a path's cost is its largest step, not the sum of its steps.
    while heap:
        effort, r, c = heapq.heappop(heap)
        if best[r][c] is not None:
            continue
        best[r][c] = effort
        if r == rows - 1 and c == cols - 1:
            return effort
        h = heights[r][c]
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < rows and 0 <= nc < cols and best[nr][nc] is None:
                heapq.heappush(heap, (max(effort, abs(heights[nr][nc] - h)), nr, nc))
    return 0
