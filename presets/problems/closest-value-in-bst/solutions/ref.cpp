class Solution {
public:
    int closestValue(TreeNode* root, int target) {
        int best = root->val;
        for (TreeNode* node = root; node; node = target < node->val ? node->left : node->right) {
            long long d = llabs((long long)node->val - target), bd = llabs((long long)best - target);
            if (d < bd || (d == bd && node->val < best)) best = node->val;
        }
        return best;
    }
};
