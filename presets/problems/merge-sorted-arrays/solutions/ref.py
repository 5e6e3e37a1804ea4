def merge(nums1, nums2):
    out = []
    i = j = 0
    while i < len(nums1) and j < len(nums2):
        if nums1[i] <= nums2[j]:
            out.append(nums1[i])
            i += 1
        else:
            out.append(nums2[j])
            j += 1
    out.extend(nums1[i:])
    out.extend(nums2[j:])
    return out
