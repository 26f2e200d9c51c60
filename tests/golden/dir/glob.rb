# Dir.glob and Dir[] with *, **, ?, [...], {a,b}, trailing "/", base:, in a tree under tmp_glob.
root = "tmp_glob"
def make(path) = File.write(path, "")
begin
  Dir.mkdir(root)
  Dir.mkdir("#{root}/sub")
  Dir.mkdir("#{root}/sub/deep")
  Dir.mkdir("#{root}/b")
  %w[a.rb z.rb c.txt .hidden.rb sub/b.rb sub/deep/c.rb b/x.rb].each { |f| make("#{root}/#{f}") }
  Dir.chdir(root) do
    p Dir.glob("**/*.rb")
    p Dir.glob("**/")
    p Dir.glob("*")
    p Dir.glob("**/*")
    p Dir.glob("{z,a}.rb")
    p Dir.glob("*/")
    p Dir.glob("sub/**/*.rb")
    p Dir.glob("?.rb"), Dir.glob("[a-c].*"), Dir.glob("[!a]*.rb")
    p Dir.glob(".*.rb"), Dir.glob("*", File::FNM_DOTMATCH).include?(".hidden.rb")
    p Dir["*.rb", "*.txt"], Dir.glob(["sub/*", "b/*"])
    p Dir.glob("nothing*"), Dir.glob("sub/deep/c.rb"), Dir.glob("sub/missing.rb")
    got = []
    Dir.glob("*.rb") { |f| got << f }
    p got
  end
  p Dir.glob("*.rb", base: root), Dir.glob("**/c.*", base: root)
  p Dir.glob("#{root}/*.txt")
ensure
  Dir.glob("#{root}/**/*", File::FNM_DOTMATCH).reject { |f| f.end_with?("/.") }.reverse_each do |f|
    File.directory?(f) ? Dir.rmdir(f) : File.delete(f)
  end
  Dir.rmdir(root) if Dir.exist?(root)
end
p Dir.exist?(root)
