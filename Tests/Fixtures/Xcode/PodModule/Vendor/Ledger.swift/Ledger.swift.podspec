Pod::Spec.new do |s|
  s.name     = 'Ledger.swift'
  s.version  = '1.0.0'
  s.summary  = 'Books of account.'
  s.source   = { :git => 'https://example.com/ledger.git', :tag => "v#{s.version}" }
  s.module_name = 'Ledger'
  s.ios.deployment_target = '15.0'
  s.default_subspec = 'standard'

  s.subspec 'standard' do |ss|
    ss.source_files = 'Sources/Ledger/**/*.swift'
    ss.xcconfig = {
      'OTHER_SWIFT_FLAGS' => '$(inherited) -D LEDGER_FRAMEWORK',
    }
  end

  s.subspec 'Encrypted' do |ss|
    ss.source_files = 'Sources/Ledger/**/*.swift'
    ss.dependency 'CipherKit'
    ss.user_target_xcconfig = {
      'OTHER_SWIFT_FLAGS' => '$(inherited) -D LEDGER_ENCRYPTED',
      'GCC_PREPROCESSOR_DEFINITIONS' => '$(inherited) LEDGER_ENCRYPTED=1'
    }
  end
end
