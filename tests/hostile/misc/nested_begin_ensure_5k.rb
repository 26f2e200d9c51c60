# 5,000 nested begin/ensure.
$n = 0
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
begin
$n += 1
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
ensure
$n += 1
end
p $n
