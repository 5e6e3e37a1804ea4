class Solution {
public:
    long long paintedLength(vector<vector<int>>& strokes) {
        sort(strokes.begin(), strokes.end());
        long long total = 0;
        int curStart = 0, curEnd = -1;
        for (auto& st : strokes) {
            if (curEnd >= 0 && st[0] <= curEnd) {
                curEnd = max(curEnd, st[1]);
            } else {
                if (curEnd >= 0) total += curEnd - curStart;
                curStart = st[0];
                curEnd = st[1];
            }
        }
        if (curEnd >= 0) total += curEnd - curStart;
        return total;
    }
};
