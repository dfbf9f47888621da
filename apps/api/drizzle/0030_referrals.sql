-- Issue 25: this migration's statements are written by its module (see its README).
SELECT 1;
