import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';

/** Common searches offered under the box. */
const HOT_KEYWORDS = ['施工总承包', '建筑业企业资质标准', '注册建造师', '安全生产许可证'] as const;

/** The site-wide search box: submits to /globalSearch?keyword=…. */
export function HomeSearch() {
  const inputId = useId();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(paths.globalSearch.getHref(keyword.trim() || undefined));
  };

  return (
    <div className="w-full max-w-2xl">
      <form role="search" aria-label="全站搜索" onSubmit={submit} className="flex gap-2 rounded-lg bg-card p-1.5 shadow-lg">
        <label htmlFor={inputId} className="sr-only">
          全站搜索
        </label>
        <Input
          id={inputId}
          type="search"
          enterKeyHint="search"
          maxLength={100}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder="搜索资质标准、政策文件、公示公告"
          className="h-11 border-0 text-base shadow-none focus-visible:ring-0"
        />
        <Button type="submit" size="lg" className="h-11 px-5 sm:px-7">
          <Search aria-hidden="true" />
          搜索
        </Button>
      </form>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-white/90">
        <span>热门搜索：</span>
        {HOT_KEYWORDS.map((word) => (
          <Link key={word} to={paths.globalSearch.getHref(word)} className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-white">
            {word}
          </Link>
        ))}
      </p>
    </div>
  );
}
