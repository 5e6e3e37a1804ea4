def compute_area(a, b):
    area_a = (a[2] - a[0]) * (a[3] - a[1])
    area_b = (b[2] - b[0]) * (b[3] - b[1])
    width = max(0, max(a[2], b[2]) - min(a[0], b[0]))  # the bounding box, not the overlap
    height = max(0, max(a[3], b[3]) - min(a[1], b[1]))
    return area_a + area_b - width * height
