class Solution {
public:
    int fewestClips(vector<vector<int>>& clips, int length) {
        sort(clips.begin(), clips.end());
        int n = clips.size(), i = 0, used = 0;
        long long reach = 0;
        while (reach < length) {
            long long farthest = reach;
            while (i < n && clips[i][0] <= reach) farthest = max(farthest, (long long)clips[i++][1]);
            if (farthest == reach) return -1;
            reach = farthest;
            ++used;
        }
        return used;
    }
};
