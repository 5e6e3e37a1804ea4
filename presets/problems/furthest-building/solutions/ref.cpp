class Solution {
public:
    int furthestBuilding(vector<int>& heights, int bricks, int ladders) {
        priority_queue<int, vector<int>, greater<int>> ladderClimbs;  // climbs covered by ladders
        long long left = bricks;
        for (int i = 0; i + 1 < (int)heights.size(); ++i) {
            int d = heights[i + 1] - heights[i];
            if (d <= 0) continue;
            ladderClimbs.push(d);
            if ((int)ladderClimbs.size() > ladders) {
                left -= ladderClimbs.top();  // the smallest climb is paid with bricks
                ladderClimbs.pop();
                if (left < 0) return i;
            }
        }
        return (int)heights.size() - 1;
    }
};
