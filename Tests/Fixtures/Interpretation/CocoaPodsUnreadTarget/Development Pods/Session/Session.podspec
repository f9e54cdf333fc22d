Pod::Spec.new do |s|
  s.name = 'Session'
  s.version = '1.0.0'
  s.source_files = 'Sources/**/*.swift'
end
